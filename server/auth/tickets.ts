import { randomBytes } from 'node:crypto';

/** Lifetimes of the deprecated CAS scheme (spec §5.3, §8). */
export const TGT_LIFETIME_MS = 8 * 60 * 60 * 1000;
export const ST_LIFETIME_MS = 5 * 60 * 1000;

/** The fixed service address clients name when asking for a ticket for uts-ws content. */
export const CONTENT_SERVICE = 'http://umlsks.nlm.nih.gov';

interface ServiceTicket {
  service: string;
  expiresAt: number;
}

export interface TicketStore {
  /** Issues a ticket-granting ticket id such as `TGT-3-…-cas`. */
  issueTgt(): string;
  /** True while the TGT exists and is younger than 8 hours. */
  tgtValid(tgt: string): boolean;
  /** Logs out: the TGT stops working at once. */
  destroyTgt(tgt: string): boolean;
  /** Issues a single-use service ticket from a valid TGT, or null when the TGT is unknown/expired. */
  issueSt(tgt: string, service: string): string | null;
  /**
   * Uses up a service ticket. Returns the service it was issued for, or null when it is
   * unknown, already used or older than 5 minutes. A ticket is spent by any use, successful
   * or not, as CAS does.
   */
  consumeSt(st: string): string | null;
}

export function createTicketStore(now: () => number): TicketStore {
  const tgts = new Map<string, number>(); // id → expiresAt
  const sts = new Map<string, ServiceTicket>();
  let serial = 0;
  const token = () => randomBytes(15).toString('base64url');

  const sweep = (t: number) => {
    for (const [id, exp] of tgts) if (exp <= t) tgts.delete(id);
    for (const [id, st] of sts) if (st.expiresAt <= t) sts.delete(id);
  };

  return {
    issueTgt() {
      const t = now();
      sweep(t);
      const id = `TGT-${++serial}-${token()}-cas`;
      tgts.set(id, t + TGT_LIFETIME_MS);
      return id;
    },
    tgtValid(tgt) {
      const exp = tgts.get(tgt);
      return exp !== undefined && now() < exp;
    },
    destroyTgt(tgt) {
      const known = this.tgtValid(tgt);
      tgts.delete(tgt);
      return known;
    },
    issueSt(tgt, service) {
      if (!this.tgtValid(tgt)) return null;
      const t = now();
      const id = `ST-${++serial}-${token()}-cas`;
      sts.set(id, { service, expiresAt: t + ST_LIFETIME_MS });
      return id;
    },
    consumeSt(st) {
      const ticket = sts.get(st);
      if (!ticket) return null;
      sts.delete(st);
      return now() < ticket.expiresAt ? ticket.service : null;
    },
  };
}
