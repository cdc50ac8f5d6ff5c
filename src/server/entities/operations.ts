import type { Transaction } from 'kysely';
import type { ZodType } from 'zod';
import type { Database } from '@/server/db/schema';
import type { ServiceDeps } from '@/server/services/deps';
import { ApiError, ValidationError } from '@/server/services/api-error';
import { can, type PermissionAction } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import { permissionKey, type EntityDeclaration } from './declaration';

export type Trx = Transaction<Database>;

export interface Operation<Input, Result> {
  /** Who does it; their role must hold `{area}.{permission}`. */
  actor: AuthUser;
  permission: PermissionAction;
  /** The audit row's action: defaults to the permission (create, update, delete). */
  action?: string;
  /** Checked against `schema` when given (the routes have parsed it already; other callers may not have). */
  input: Input;
  schema?: ZodType<Input>;
  /** Rules that need the database, inside the transaction before the write: throw ApiError/ValidationError. */
  validate?: (trx: Trx, input: Input) => Promise<void>;
  /** The write itself; `afterCommit` queues effects that must wait for the commit (mail, cache drops). */
  write: (trx: Trx, input: Input, afterCommit: (effect: () => void) => void) => Promise<Result>;
  /** The record written, for the audit row and the topic's detail; null for writes over many records. */
  recordId: number | null | ((result: Result) => number | null);
  /** What the write changed, for the audit row (e.g. the settings keys saved; names only, never values). */
  changes?: (result: Result) => readonly string[];
  /** The topic's detail when it is not the entity's detail of `recordId` (e.g. `user:<id>` for all of a user's sessions). */
  detail?: string;
}

export interface AuditEntry {
  actorId: number;
  action: string;
  entity: Pick<EntityDeclaration, 'name'>;
  recordId: number | null;
  /** Names only, never values. */
  changes?: readonly string[];
}

/** The audit row of one write, inside its transaction: every dashboard write's, and those a write makes in another entity. */
export async function recordAudit(trx: Trx, entry: AuditEntry): Promise<void> {
  await trx.insertInto('audit_log').values({
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity.name,
    record_id: entry.recordId === null ? null : String(entry.recordId),
    changes: entry.changes ? JSON.stringify(entry.changes) : null,
    created_at: new Date().toISOString(),
  }).execute();
}

/**
 * The one path of every dashboard write: access check → validate → write and audit row in
 * one transaction → publish the entity's topic and run the queued effects after the commit.
 * Nothing is half-written: a failed rule or write rolls everything back and publishes nothing.
 */
export function createOperations({ handle, bus }: Pick<ServiceDeps, 'handle' | 'bus'>) {
  /** Access check and input parsing, before any transaction. */
  function checked<Input, Result>(entity: EntityDeclaration, operation: Operation<Input, Result>): Input {
    if (!can(operation.actor, permissionKey(entity, operation.permission))) throw new ApiError(403, 'forbidden');
    if (!operation.schema) return operation.input;
    const parsed = operation.schema.safeParse(operation.input);
    if (!parsed.success) throw new ValidationError(parsed.error);
    return parsed.data;
  }

  /** Rules, write and audit row inside `trx`. */
  async function written<Input, Result>(
    trx: Trx, entity: EntityDeclaration, operation: Operation<Input, Result>, input: Input, afterCommit: (effect: () => void) => void,
  ): Promise<{ result: Result; recordId: number | null }> {
    await operation.validate?.(trx, input);
    const result = await operation.write(trx, input, afterCommit);
    const recordId = typeof operation.recordId === 'function' ? operation.recordId(result) : operation.recordId;
    await recordAudit(trx, {
      actorId: operation.actor.id,
      action: operation.action ?? operation.permission,
      entity,
      recordId,
      changes: operation.changes?.(result),
    });
    return { result, recordId };
  }

  const publish = (entity: EntityDeclaration, operation: Pick<Operation<unknown, unknown>, 'detail'>, recordId: number | null) =>
    bus.publish(entity.topic, operation.detail ?? (recordId !== null && entity.detail ? entity.detail(recordId) : undefined));

  return {
    async run<Input, Result>(entity: EntityDeclaration, operation: Operation<Input, Result>): Promise<Result> {
      const input = checked(entity, operation);
      const effects: (() => void)[] = [];
      const { result, recordId } = await handle.db.transaction().execute((trx) => written(trx, entity, operation, input, (effect) => effects.push(effect)));
      publish(entity, operation, recordId);
      for (const effect of effects) effect();
      return result;
    },

    /**
     * The same steps inside the transaction of another entity's write that changes this one too
     * (a confirmed media delete removing the file from contents and settings): all or none with
     * it, this write's audit row beside its own; the publish and effects wait for its commit.
     */
    async runIn<Input, Result>(
      trx: Trx, entity: EntityDeclaration, operation: Operation<Input, Result>, afterCommit: (effect: () => void) => void,
    ): Promise<Result> {
      const input = checked(entity, operation);
      const { result, recordId } = await written(trx, entity, operation, input, afterCommit);
      afterCommit(() => publish(entity, operation, recordId));
      return result;
    },
  };
}

export type Operations = ReturnType<typeof createOperations>;
