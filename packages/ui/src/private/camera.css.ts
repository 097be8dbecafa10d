// What the camera components share: their column, and how a problem with the camera is shown.
import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const cameraRoot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  color: vars.color.text,
});

export const cameraProblem = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  textAlign: 'center',
});
