// A list of lines as the server wrote them (an import's problems, one offer a line), or a dash when there is none.
import { List } from '@mantine/core';

export function TextList({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <>–</>;
  return (
    <List size="sm">
      {lines.map((line, index) => (
        // The same text may repeat (two offers skipped for one reason): the position keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
        <List.Item key={index}>{line}</List.Item>
      ))}
    </List>
  );
}
