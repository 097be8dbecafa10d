// Checkbox and Switch with the controlled props the screens use.
import { Checkbox as UICheckbox, Switch as UISwitch } from '@savewin/ui';
import type { ReactNode } from 'react';

export function Checkbox(props: {
  isSelected: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  return <UICheckbox {...props} />;
}

export function Switch(props: { isSelected: boolean; onChange: (v: boolean) => void; children: ReactNode }) {
  return <UISwitch {...props} />;
}
