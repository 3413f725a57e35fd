import { auditedChange } from '../audit/index.js';
import type { OperatorsRepo } from './operators.repo.js';

export type OperatorRoster = ReturnType<typeof createOperatorRoster>;

/** The operators of the install, as the command line changes them (decision 055); every change audited. */
export function createOperatorRoster(repo: OperatorsRepo) {
  return {
    listOperators: () => repo.listOperators(),

    /** Adds an operator, or renames one already there; answers whether it was new. */
    async addOperator(phoneNumber: string, name: string, actor: string): Promise<boolean> {
      const added = await repo.transaction((tx) =>
        auditedChange(tx, {
          lock: () => repo.lockOperator(phoneNumber, tx),
          change: async (before) => {
            await repo.saveOperator(phoneNumber, name, tx);
            return { isNew: !before };
          },
          audit: (_after, before) => ({
            actorUserId: actor,
            vendorId: null,
            action: before ? 'operator.update' : 'operator.create',
            entityType: 'operator',
            entityId: phoneNumber,
            details: { before: before ? { name: before.name } : null, after: { name } },
          }),
        }),
      );
      return added?.isNew ?? false;
    },

    /**
     * Removes an operator unless it is the last one. Every operator row is locked first, so removals running at
     * once are taken one after another and the second sees what the first left: never zero.
     */
    async removeOperator(phoneNumber: string, actor: string): Promise<'removed' | 'not-found' | 'last'> {
      let outcome: 'removed' | 'not-found' | 'last' = 'removed';
      await repo.transaction((tx) =>
        auditedChange(tx, {
          lock: () => repo.lockOperators(tx),
          change: async (all) => {
            const target = all.find((row) => row.phoneNumber === phoneNumber);
            if (!target) outcome = 'not-found';
            else if (all.length <= 1) outcome = 'last';
            if (!target || all.length <= 1) return undefined;
            await repo.deleteOperator(phoneNumber, tx);
            return target;
          },
          audit: (removed) => ({
            actorUserId: actor,
            vendorId: null,
            action: 'operator.delete',
            entityType: 'operator',
            entityId: phoneNumber,
            details: { before: { name: removed.name }, after: null },
          }),
        }),
      );
      return outcome;
    },
  };
}
