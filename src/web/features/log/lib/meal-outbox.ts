import { z } from "zod";
import { chatQueueRequestSchema } from "../../../../contracts/index.js";
import { readLocal, writeLocal } from "../../../lib/storage.js";

/** Local storage: meals logged without a connection, waiting to be sent (oldest first). */
const OUTBOX_KEY = "meal-outbox";

const outboxItemSchema = chatQueueRequestSchema
  .pick({ message: true, time_zone: true })
  .extend({ client_id: z.string(), queued_at: z.string() });
export type OutboxItem = z.infer<typeof outboxItemSchema>;

const listeners = new Set<() => void>();
let cache: OutboxItem[] | undefined;

function read(): OutboxItem[] {
  if (cache) return cache;
  try {
    cache = z.array(outboxItemSchema).parse(JSON.parse(readLocal(OUTBOX_KEY) ?? "[]"));
  } catch {
    cache = [];
  }
  return cache;
}

function write(items: OutboxItem[]) {
  cache = items;
  writeLocal(OUTBOX_KEY, JSON.stringify(items));
  listeners.forEach((listener) => listener());
}

/** A meal kept on this device until it can be sent; it survives reloads (local storage). */
export const mealOutbox = {
  items: read,
  add: (item: OutboxItem) => write([...read(), item]),
  remove: (clientId: string) => write(read().filter((item) => item.client_id !== clientId)),
  subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab sent or cancelled one.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== OUTBOX_KEY) return;
      cache = undefined;
      listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  },
};

/** A UUID v4 for the submission; crypto.randomUUID exists only on https and localhost. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
