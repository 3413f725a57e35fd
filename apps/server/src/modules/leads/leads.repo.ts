import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { leads } from './leads.tables.js';

export type LeadsRepo = ReturnType<typeof createLeadsRepo>;
export type LeadRow = typeof leads.$inferSelect;

export function createLeadsRepo(db: Db) {
  return {
    /** Stores the lead once per submission id (when one is sent): the row and whether this call created it. */
    async insertLead(
      values: typeof leads.$inferInsert,
      executor: Executor = db,
    ): Promise<{ row: LeadRow; isNew: boolean }> {
      const [inserted] = await executor.insert(leads).values(values).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, isNew: true };
      // Only a repeated submission id conflicts: a lead sent without one is always new.
      const [existing] = values.submissionId
        ? await executor.select().from(leads).where(eq(leads.submissionId, values.submissionId))
        : [];
      if (!existing) throw new Error('lead insert conflicted but no row was found');
      return { row: existing, isNew: false };
    },

    async findLead(leadId: string): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.leadId, leadId));
      return row;
    },

    listLeads({ newestFirst = true }: { newestFirst?: boolean } = {}): Promise<LeadRow[]> {
      return db
        .select()
        .from(leads)
        .orderBy(newestFirst ? desc(leads.createdAt) : asc(leads.createdAt));
    },
  };
}
