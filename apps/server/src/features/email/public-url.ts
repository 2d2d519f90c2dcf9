import type { Config } from '../../config.js';

/** The base of every link in a message: PUBLIC_URL, or this server on localhost. */
export function publicBaseUrl(config: Config): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}
