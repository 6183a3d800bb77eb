import * as client from "openid-client";

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

export interface OidcStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClaims {
  issuer: string;
  subject: string;
  email?: string;
  /** Only a verified email may link to an existing account; otherwise anyone could claim it at their provider. */
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
}

/** Authorization code flow with PKCE against any OpenID Connect provider; discovery happens once, on first use. */
export function createOidcClient(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | undefined;

  function config() {
    configuration ??= client
      .discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, {
        // Plain http is only ever accepted for a provider on this machine (development and tests).
        execute: isLoopbackHttp(settings.issuerUrl) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    async start(redirectUri: string): Promise<OidcStart> {
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finish(
      callbackUrl: URL,
      pending: { state: string; nonce: string; codeVerifier: string },
    ): Promise<OidcClaims> {
      const tokens = await client.authorizationCodeGrant(await config(), callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error("the provider returned no ID token");
      // Many providers keep profile claims out of the ID token and answer them only at the userinfo endpoint.
      const claims =
        idClaims.email === undefined
          ? {
              ...(await client.fetchUserInfo(await config(), tokens.access_token, idClaims.sub)),
              ...idClaims,
              iss: idClaims.iss,
            }
          : idClaims;
      const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        profileImageUrl: text(claims.picture),
      };
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;

function isLoopbackHttp(url: string) {
  const { protocol, hostname } = new URL(url);
  return protocol === "http:" && (hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]");
}
