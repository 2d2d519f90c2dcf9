/** Which process took each WebSocket, from nginx's access log (scripts/at-scale/nginx.ts writes the upstream's address). */
import fs from 'node:fs';

/** WebSocket upgrades (status 101) in lines of the log, counted by the process that took them. */
function countUpgrades(log: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of log.split('\n')) {
    const match = / 101 (\S+) /.exec(line);
    if (match && line.includes('/socket.io/')) counts[match[1]!] = (counts[match[1]!] ?? 0) + 1;
  }
  return counts;
}

/**
 * The upgrades logged since `offset` (the log's size before the sockets opened). nginx writes a
 * WebSocket's line when it closes: this waits (5 s at most) until `expected` are there.
 */
export async function socketsPerProcess(accessLog: string, offset: number, expected: number) {
  for (const deadline = Date.now() + 5000; ;) {
    const counts = countUpgrades(fs.readFileSync(accessLog).subarray(offset).toString());
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    if (total >= expected || Date.now() > deadline) return counts;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
