/** A tiny cookie-keeping, redirect-following client: enough to walk a sign-in flow across two servers like a browser. */
export function createBrowserFetch() {
  const jars = new Map<string, Map<string, string>>();

  function cookieHeader(url: URL) {
    const jar = jars.get(url.host);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join("; ") : "";
  }

  function remember(url: URL, response: Response) {
    const jar = jars.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /expires=thu, 01 jan 1970/i.test(line) || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    jars.set(url.host, jar);
  }

  return {
    cookie: (host: string, name: string) => jars.get(host)?.get(name),
    /** Follows redirects; returns the final response and every URL visited. */
    async visit(start: string, maxHops = 20) {
      const visited: string[] = [];
      let url = new URL(start);
      for (let hop = 0; hop < maxHops; hop++) {
        visited.push(url.href);
        const response = await fetch(url, { redirect: "manual", headers: { cookie: cookieHeader(url) } });
        remember(url, response);
        const location = response.headers.get("location");
        if (response.status < 300 || response.status >= 400 || !location) return { response, visited };
        url = new URL(location, url);
      }
      throw new Error(`too many redirects: ${visited.join(" → ")}`);
    },
  };
}
