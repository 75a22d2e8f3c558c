import { Button, Checkbox, Group, Select, Text } from '@mantine/core';
import { columnNames, type InputTable } from './table.ts';

/**
 * The file's columns: which one to look up, and whether its first row is a header. The other
 * columns are written back beside the results in the export.
 */
export function TableColumnPicker({
  table,
  onChange,
  disabled,
}: {
  table: InputTable;
  onChange(t: InputTable | null): void;
  disabled: boolean;
}) {
  const names = columnNames(table);
  return (
    <Group align="end" gap="md" wrap="wrap">
      <Text size="sm">
        {table.fileName}: {names.length} columns,{' '}
        {(table.cells.length - (table.hasHeader ? 1 : 0)).toLocaleString('en-US')} rows
      </Text>
      <Select
        label="Column to look up"
        data={names.map((n, i) => ({ value: String(i), label: n }))}
        value={String(table.column)}
        onChange={(v) => v !== null && onChange({ ...table, column: Number(v) })}
        allowDeselect={false}
        disabled={disabled}
      />
      <Checkbox
        label="First row is a header"
        checked={table.hasHeader}
        onChange={(e) => {
          const hasHeader = e.currentTarget.checked;
          onChange({ ...table, hasHeader });
        }}
        disabled={disabled}
      />
      <Button variant="subtle" size="xs" onClick={() => onChange(null)} disabled={disabled}>
        Use the text only
      </Button>
    </Group>
  );
}
