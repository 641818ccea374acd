import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

/** The relying party the server tests configure (PUBLIC_ORIGIN), and what its option answers carry. */
export const TEST_RP = { id: 'portal.example.org', origin: 'https://portal.example.org' };
export type Challenge = { challenge: string };

/**
 * A software passkey for server tests: an ES256 key pair answering WebAuthn ceremonies as a browser and its
 * authenticator would (attestation "none"), so the server's checks run on real signatures.
 */
export function softAuthenticator(rp: { id: string; origin: string }) {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let counter = 0;
  /** The account handle the registration options named; a discoverable passkey answers with it. */
  let userHandle: string | undefined;

  const authData = (flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rp.id), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    /** Answers registration options; `origin` lets a test play a page of another site. */
    create(options: { challenge: string; user?: { id: string } }, origin = rp.origin) {
      userHandle = options.user?.id;
      const jwk = keys.publicKey.export({ format: 'jwk' });
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, Buffer.from(cose)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData(USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL, attested)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /**
     * Answers authentication options, moving the signature counter on (unless `keepCounter`, as a clone would).
     * `discoverable` adds the user handle, as a passkey chosen without a username does (`handle` forges it);
     * `unverified` leaves out user verification (a touch, no PIN or biometrics); `origin` plays another site.
     */
    get(
      options: { challenge: string },
      {
        keepCounter = false,
        discoverable = false,
        handle = userHandle,
        unverified = false,
        origin = rp.origin,
      }: {
        keepCounter?: boolean;
        discoverable?: boolean;
        handle?: string | undefined;
        unverified?: boolean;
        origin?: string;
      } = {},
    ) {
      if (!keepCounter) counter += 1;
      const data = authData(unverified ? USER_PRESENT : USER_PRESENT | USER_VERIFIED);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), keys.privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          ...(discoverable && handle ? { userHandle: handle } : {}),
        },
        clientExtensionResults: {},
      };
    },
  };
}
