/** One read call at full speed (autocannon), through nginx or straight to one process. */
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

export async function fullSpeed(url: string, token: string, connections: number, seconds: number): Promise<Throughput> {
  const result = await autocannon({
    url,
    headers: { authorization: `Bearer ${token}` },
    connections,
    duration: seconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}
