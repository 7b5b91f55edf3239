import { randomBytes } from 'node:crypto';

/** Sandbox bank member id in the SBP payload (a real integration gets it from the acquirer). */
const SANDBOX_BANK = '100000000111';

/** CRC-16/CCITT-FALSE, the checksum NSPK payloads carry, as 4 hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A dynamic SBP QR payload in the NSPK link form:
 * `https://qr.nspk.ru/<32-char id>?type=02&bank=…&sum=<kopecks>&cur=RUB&crc=<CRC16>`
 * (type=02: a one-time dynamic code with a fixed sum).
 */
export function sbpPayload(amountRub: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const id = [...randomBytes(32)].map((b) => alphabet[b % alphabet.length]).join('');
  const withoutCrc = `https://qr.nspk.ru/${id}?type=02&bank=${SANDBOX_BANK}&sum=${amountRub * 100}&cur=RUB`;
  return `${withoutCrc}&crc=${crc16(withoutCrc)}`;
}
