import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { SaveRoutes } from '../../api/resource';
import type { SaveMessages } from './use-entity-editor';
import type { FormValues, ZodForm } from './use-zod-form';

/**
 * A record's Add/Edit drawer: what it saves, its fields and its texts. The master screens and
 * quick add inside document forms open the same drawer (quick-add-kinds.tsx).
 */
export type RecordDrawer<Row extends { id: number }, Input, Values extends FormValues> = {
  /** 'Add Customer': the drawer's title. */
  title: string;
  /** Drawer width: 350 for parties, 250 for products (docs/product.md, Drawers). */
  size: number;
  resource: SaveRoutes<Row, Input>;
  schema: z.ZodType<Input>;
  emptyValues: Values;
  toValues: (row: Row) => Values;
  messages: SaveMessages;
  /** The drawer's fields; editingId is the record being edited (a master screen's Edit). */
  fields: (form: ZodForm<unknown, Values>, editingId?: number) => ReactNode;
};
