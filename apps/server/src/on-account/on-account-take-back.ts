import type { PartyOnAccount, TakeBackAdvanceInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { retryOnWriteConflict } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { fieldError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { rupees } from '../documents/document-presenter';
import {
  deleteAdvanceApplicationsOf,
  findOnAccountSources,
  lockOpeningAdvances,
} from './on-account-repository';
import { partyOrNotFound, presentOnAccount } from './on-account-service';
import { type OnAccountKind, sideOf } from './on-account-sides';

// Undoing an opening advance applied by mistake: the bill owes that part again and the advance is
// on account again (the party's balance does not move). What a receipt (payment) applied stays a
// line of that voucher: removing the voucher is how that is undone, as for any receipt.

export async function takeBackAdvance(
  ctx: RequestContext,
  kind: OnAccountKind,
  partyId: number,
  input: TakeBackAdvanceInput,
): Promise<PartyOnAccount> {
  const side = sideOf(kind);
  return retryOnWriteConflict(ctx.db, () =>
    inTransaction(ctx.db, async (trx) => {
      await partyOrNotFound(trx, side, partyId);
      const advances = (await findOnAccountSources(trx, side, partyId)).filter(
        (s) => s.kind === 'opening_advance',
      );
      await lockOpeningAdvances(
        trx,
        advances.map((s) => s.id),
      );
      const [document] = await side.lockDocuments(trx, [input.document_id]);
      if (!document || document.party_id !== partyId) {
        throw fieldError(
          'document_id',
          `${side.documentLabel} ${input.document_id} is not this ${side.partyLabel.toLowerCase()}'s`,
        );
      }
      const [settled] = await side.sumSettled(trx, [document.id]);
      const before = document.grand_total - Number(settled?.settled ?? 0);
      const taken = await deleteAdvanceApplicationsOf(trx, side, document.id);
      if (taken === 0) {
        throw fieldError(
          'document_id',
          `No opening advance is applied to ${side.documentLabel} ${document.number}`,
        );
      }
      await recordChange(withDb(ctx, trx), {
        recordType: side.recordType,
        recordId: document.id,
        action: 'on_account_back',
        before: { balance: rupees(before) },
        after: { balance: rupees(before + taken), advance_taken_back: rupees(taken) },
      });
      return presentOnAccount(partyId, await findOnAccountSources(trx, side, partyId));
    }),
  );
}
