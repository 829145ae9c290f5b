// The IRP's answer for a document (the API's or the portal's download, one or many): IRN, the
// acknowledgement and the signed QR code. The document number is read from the answer when it
// carries one, else from the signed QR code's payload, whose `data` names DocNo.

export type IrpAnswer = {
  docNo: string;
  irn: string;
  ackNo: string;
  /** As the IRP writes it: yyyy-MM-dd HH:mm:ss, India's time. */
  ackDate: string;
  signedQrCode: string;
  status: 'ACT' | 'CNL';
  ewb: { number: string; date: string; validUntil: string | null } | null;
};

export const IRN_PATTERN = /^[0-9a-f]{64}$/;

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url text → UTF-8 string, written out so that the package needs no platform decoder. */
function base64UrlText(part: string): string {
  let bits = 0;
  let value = 0;
  const bytes: string[] = [];
  for (const char of part.replace(/=+$/, '')) {
    const index = BASE64_ALPHABET.indexOf(char === '+' ? '-' : char === '/' ? '_' : char);
    if (index < 0) throw new Error('not base64');
    value = (value << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push(`%${((value >> bits) & 0xff).toString(16).padStart(2, '0')}`);
    }
  }
  return decodeURIComponent(bytes.join(''));
}

/** The `data` of a signed QR code (a JWT), or null when it cannot be read. */
export function signedQrData(jwt: string): Record<string, unknown> | null {
  try {
    const payload = JSON.parse(base64UrlText(jwt.split('.')[1] ?? '')) as { data?: unknown };
    const data = typeof payload.data === 'string' ? JSON.parse(payload.data) : payload.data;
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** One entry of the answer, or the reason it cannot be read. */
export function readIrpAnswer(raw: unknown): IrpAnswer | string {
  const entry = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const body = (entry.Data && typeof entry.Data === 'object' ? entry.Data : entry) as Record<string, unknown>;
  const irn = text(body.Irn).toLowerCase();
  const signedQrCode = text(body.SignedQRCode);
  if (!IRN_PATTERN.test(irn)) return 'Irn must be 64 hexadecimal characters';
  if (!signedQrCode) return 'SignedQRCode is missing';
  const docDetails = body.DocDtls as Record<string, unknown> | undefined;
  const docNo = text(body.DocNo) || text(docDetails?.No) || text(signedQrData(signedQrCode)?.DocNo);
  if (!docNo) return 'The document number is neither in the answer nor in its signed QR code';
  const ackNo = text(body.AckNo);
  const ackDate = text(body.AckDt);
  if (!ackNo || !ackDate) return 'AckNo and AckDt are required';
  const ewbNo = text(body.EwbNo);
  return {
    docNo,
    irn,
    ackNo,
    ackDate,
    signedQrCode,
    status: text(body.Status) === 'CNL' ? 'CNL' : 'ACT',
    ewb: ewbNo
      ? { number: ewbNo, date: text(body.EwbDt), validUntil: text(body.EwbValidTill) || null }
      : null,
  };
}
