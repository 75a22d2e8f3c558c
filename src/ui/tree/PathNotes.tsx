import { Alert, List, Text } from '@mantine/core';
import type { TreePaths } from '../../lib/tree/queries.ts';

/**
 * What the tree panel says about its paths rather than hide: a link's path number that is not
 * one of them, a node the source gives no position, and data errors in the source's numbers
 * (a tree number whose parent number no parent holds, a parent no tree number sits under).
 */
export function PathNotes({
  paths,
  asked,
  badPath,
}: {
  paths: TreePaths;
  /** The URL's path, 0-based. */
  asked: number;
  /** A `path=` that was no path number at all. */
  badPath: string | null;
}) {
  const { focus, positions } = paths;
  const count = paths.paths.length;
  const numbered = (numbers: readonly string[] | undefined) =>
    numbers?.length ? ` (${numbers.join(', ')})` : '';
  const errors = [
    ...(positions?.gaps ?? []).flatMap((gap, i) => {
      if (gap === null) return [];
      const top = paths.paths[i]![0]!;
      return [
        `${positions!.numbers[i]}: no parent of ${top.name} holds ${gap}, the number above its ${top.position}. The path is shown from ${top.name} down.`,
      ];
    }),
    ...(positions?.unsupported ?? []).map(
      ({ child, parent }) =>
        `The service lists ${parent.name}${numbered(parent.treeNumbers)} as a parent of ${child.name}${numbered(child.treeNumbers)}, but no tree number of ${child.name} sits under it.`,
    ),
  ];
  return (
    <>
      {badPath !== null && (
        <Text size="sm" c="orange" role="status" data-testid="tree-note-path">
          The link’s path “{badPath}” is not a path number: showing path 1.
        </Text>
      )}
      {badPath === null && asked >= count && asked > 0 && (
        <Text size="sm" c="orange" role="status" data-testid="tree-note-path">
          The link asks for path {asked + 1}, but {focus.name} has{' '}
          {count === 1 ? 'one path' : `${count} paths`}: showing path 1.
        </Text>
      )}
      {positions && positions.numbers.length === 0 && (
        <Text size="sm" role="status" data-testid="tree-no-position">
          {focus.name} ({focus.code}) has no tree number in this release, so it has no place in the{' '}
          {focus.ref.sab} tree. Search still finds it.
        </Text>
      )}
      {errors.length > 0 && (
        <Alert color="orange" title="Data errors in the source" data-testid="tree-data-errors">
          <List size="sm">
            {errors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
