import type { FieldDefinition } from '@bs/contract';

/**
 * A step's field definitions (get-form-fields-*): a field shows only when required is 1 (wizard
 * §2); read_only fields show their value and cannot be changed; message is a help text and
 * error says why the saved value no longer passes the field's rule.
 */
export class FieldDefs {
  private readonly byName: ReadonlyMap<string, FieldDefinition>;
  constructor(list: readonly FieldDefinition[] = []) {
    this.byName = new Map(list.map((d) => [d.field_name, d]));
  }
  shown(name: string): boolean {
    return this.byName.get(name)?.required === 1;
  }
  readOnly(name: string): boolean {
    return this.byName.get(name)?.read_only === 1;
  }
  value(name: string): FieldDefinition['value'] | undefined {
    return this.byName.get(name)?.value;
  }
  hint(name: string): string | undefined {
    return this.byName.get(name)?.message || undefined;
  }
  /** Saved values that no longer pass their rule, to show beside the fields on arrival. */
  errors(): [string, string][] {
    return [...this.byName.values()]
      .filter((d) => d.required === 1 && d.error)
      .map((d) => [d.field_name, d.error]);
  }
  /** Only the shown fields of a payload; the server never gets a field the person could not see. */
  pick<T extends Record<string, unknown>>(values: T): Partial<T> {
    return Object.fromEntries(Object.entries(values).filter(([k]) => this.shown(k))) as Partial<T>;
  }
}
