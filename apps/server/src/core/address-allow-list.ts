import net from 'node:net';

/** Which addresses may read a guarded route: addresses and CIDR ranges, IPv4 or IPv6. */
export type AddressAllowList = (address: string) => boolean;

/** The list of METRICS_ALLOW (`127.0.0.1,10.0.0.0/8,::1`); an empty list allows no one. */
export function addressAllowList(entries: readonly string[]): AddressAllowList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    // An IPv4 caller on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = net.isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Whether an entry is an address or a CIDR range, as METRICS_ALLOW takes them. */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}
