import { createECDH } from 'node:crypto';
import webPush from 'web-push';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { storedSecret } from '../email/index.js';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: the browsers' applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

const PURPOSE = 'vapid';
/** The pair read from the database, per database: it never changes once made. */
const known = new WeakMap<Queryable, VapidKeys>();

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else the pair the first process
 * generated and kept in signing_keys, the same for every process on the database.
 */
export async function vapidKeys(executor: Queryable, config: Config): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  const cached = known.get(executor);
  if (cached) return cached;
  const privateKey = await storedSecret(executor, PURPOSE, () => webPush.generateVAPIDKeys().privateKey);
  const keys = { publicKey: publicKeyOf(privateKey), privateKey };
  known.set(executor, keys);
  return keys;
}

/** Only the private key is stored: the public one follows from it. */
function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}
