// A screen another portal issue builds (issues 7 and 8): its title, so the route table is complete.
import { Stack } from '@savewin/ui';

export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Stack space="medium">
      <h1>{title}</h1>
      <p>This page is coming soon.</p>
    </Stack>
  );
}
