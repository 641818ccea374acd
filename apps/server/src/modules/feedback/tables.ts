import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../../db/types.js';

export interface FeedbackTable {
  id: string;
  patient_id: string;
  category: 'idea' | 'problem' | 'praise' | 'other';
  message: string;
  rating: number | null;
  status: ColumnType<
    'received' | 'in_review' | 'answered' | 'closed',
    undefined,
    'in_review' | 'answered' | 'closed'
  >;
  reply: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
}
