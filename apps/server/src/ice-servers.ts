import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { iceServerSchema, type IceServer } from '@oola/domain';

/** The ICE servers the video sessions use (STUN, TURN), read from the environment by config.ts. */
export interface IceConfig {
  /** Handed to every member as they are (ICE_SERVERS, STUN_URLS, TURN with a fixed user). */
  servers: IceServer[];
  /** TURN with coturn's shared secret: each member gets their own credential for `ttlSeconds`. */
  turnRest: { urls: string[]; secret: string; ttlSeconds: number } | null;
}

export interface IceEnv {
  ICE_SERVERS?: string;
  STUN_URLS?: string;
  TURN_URL?: string;
  TURN_USERNAME?: string;
  TURN_CREDENTIAL?: string;
  TURN_SECRET?: string;
  TURN_TTL_SECONDS?: number;
}

const ICE_URL = /^(stun|stuns|turn|turns):\S+$/;
const iceUrlsSchema = z.union([z.string().regex(ICE_URL), z.array(z.string().regex(ICE_URL)).min(1)]);
const iceServersEnvSchema = z.array(iceServerSchema.extend({ urls: iceUrlsSchema }));

function list(value: string | undefined, name: string): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const invalid = urls.filter((url) => !ICE_URL.test(url));
  if (invalid.length) throw new Error(`Invalid configuration: ${name}: not a stun:/turn: URL: ${invalid.join(', ')}`);
  return urls;
}

function parseJsonServers(value: string): IceServer[] {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error('Invalid configuration: ICE_SERVERS: not JSON');
  }
  const parsed = iceServersEnvSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      'Invalid configuration: ICE_SERVERS: expected [{ "urls": "stun:…" | ["turn:…"], "username"?, "credential"? }]',
    );
  }
  return parsed.data;
}

/**
 * ICE_SERVERS (a JSON array of RTCIceServer) and STUN_URLS add servers as they are; TURN_URL takes either a
 * fixed TURN_USERNAME + TURN_CREDENTIAL or coturn's TURN_SECRET. Nothing set: no ICE server at all (host
 * candidates only, which is enough on one network and leaks nothing to an outside STUN service).
 */
export function parseIceConfig(env: IceEnv): IceConfig {
  const servers = env.ICE_SERVERS ? parseJsonServers(env.ICE_SERVERS) : [];
  const stun = list(env.STUN_URLS, 'STUN_URLS');
  if (stun.length) servers.push({ urls: stun });
  const turn = list(env.TURN_URL, 'TURN_URL');
  if (!turn.length) return { servers, turnRest: null };
  if (env.TURN_SECRET) {
    return { servers, turnRest: { urls: turn, secret: env.TURN_SECRET, ttlSeconds: env.TURN_TTL_SECONDS ?? 86_400 } };
  }
  if (!env.TURN_USERNAME || !env.TURN_CREDENTIAL) {
    throw new Error('Invalid configuration: TURN_URL needs TURN_SECRET, or TURN_USERNAME and TURN_CREDENTIAL');
  }
  servers.push({ urls: turn, username: env.TURN_USERNAME, credential: env.TURN_CREDENTIAL });
  return { servers, turnRest: null };
}

/**
 * The ICE servers for one member. With TURN_SECRET the TURN entry carries coturn's time-limited credential
 * (its `use-auth-secret` mode): username `{expiry}:{userId}`, password base64(HMAC-SHA1(secret, username)).
 */
export function iceServersFor(config: IceConfig, userId: number, now: Date): IceServer[] {
  if (!config.turnRest) return config.servers;
  const { urls, secret, ttlSeconds } = config.turnRest;
  const username = `${Math.floor(now.getTime() / 1000) + ttlSeconds}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return [...config.servers, { urls, username, credential }];
}
