// The Foundations pages of Storybook draw these tables from the token objects of
// src/theme/tokens.ts, never from copied values: change a token and its page changes with it
// (test/foundations.test.ts checks that every token appears). Inline styles are fine here: these
// are pictures of the raw values, outside any theme.
import type { CSSProperties, ReactNode } from 'react';

import { contrastRatio } from '../../src/theme/contrast';
import {
  darkColors,
  darkShadows,
  durations,
  fonts,
  fontWeights,
  lightColors,
  lightShadows,
  radii,
  sizes,
  space,
  typeScale,
  type ColorRole,
  type ColorTokens,
} from '../../src/theme/tokens';

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: '14px' };
const cell: CSSProperties = {
  borderBottom: '1px solid #d5d9d6',
  padding: '8px',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: fonts.mono, fontSize: '13px' };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** "7.12:1", or "—" for a colour with transparency, whose contrast depends on what is behind it. */
export function ratio(foreground: string, background: string): string {
  if (!isHex(foreground) || !isHex(background)) return '—';
  return `${contrastRatio(foreground, background).toFixed(2)}:1`;
}

function Swatch({ color, colors }: { color: string; colors: ColorTokens }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '8px' }}>
      <span
        aria-hidden="true"
        style={{
          width: '40px',
          height: '28px',
          borderRadius: '4px',
          background: color,
          border: `1px solid ${colors.borderSubtle}`,
          display: 'inline-block',
        }}
      />
      <code style={code}>{color}</code>
    </span>
  );
}

/**
 * Every colour role in both themes: the value, its contrast against the page (`surface`) and the
 * contrast of body text (`text`) placed on it.
 */
export function ColourPalette({
  light = lightColors,
  dark = darkColors,
}: {
  light?: ColorTokens;
  dark?: ColorTokens;
}) {
  const roles = Object.keys(light) as ColorRole[];
  return (
    <Table head={['Role', 'Light', 'vs surface', 'text on it', 'Dark', 'vs surface', 'text on it']}>
      {roles.map((role) => (
        <tr key={role}>
          <th scope="row" style={cell}>
            <code style={code}>{role}</code>
          </th>
          <td style={cell}>
            <Swatch color={light[role]} colors={light} />
          </td>
          <td style={cell}>{ratio(light[role], light.surface)}</td>
          <td style={cell}>{ratio(light.text, light[role])}</td>
          <td style={cell}>
            <Swatch color={dark[role]} colors={dark} />
          </td>
          <td style={cell}>{ratio(dark[role], dark.surface)}</td>
          <td style={cell}>{ratio(dark.text, dark[role])}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Each step of the type scale set in its own size, with its size and line height. */
export function TypeScale({
  steps = typeScale,
}: {
  steps?: Record<string, { fontSize: string; lineHeight: string }>;
}) {
  return (
    <Table head={['Step', 'Size / line height', 'Sample']}>
      {Object.entries(steps).map(([step, { fontSize, lineHeight }]) => (
        <tr key={step}>
          <th scope="row" style={cell}>
            <code style={code}>{step}</code>
          </th>
          <td style={cell}>
            <code style={code}>
              {fontSize} / {lineHeight}
            </code>
          </td>
          <td style={{ ...cell, fontFamily: fonts.body, fontSize, lineHeight }}>
            GH₵ 1,250.00 saved for school fees
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Font stacks and weights. */
export function Fonts() {
  return (
    <Table head={['Token', 'Value']}>
      {Object.entries({ ...fonts, ...fontWeights }).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code style={code}>{name}</code>
          </th>
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The spacing scale as bars of the real width, then the fixed sizes (touch targets, icons). */
export function Spacing({
  scale = space,
  fixed = sizes,
}: {
  scale?: Record<string, string>;
  fixed?: Record<string, string>;
}) {
  return (
    <Table head={['Token', 'Value', '']}>
      {Object.entries({ ...scale, ...fixed }).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code style={code}>{name in scale ? `space.${name}` : `size.${name}`}</code>
          </th>
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{ display: 'inline-block', height: '12px', width: value, background: lightColors.brand }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Corner radii on a sample card. */
export function Radii({ scale = radii }: { scale?: Record<string, string> }) {
  return (
    <Table head={['Token', 'Value', '']}>
      {Object.entries(scale).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code style={code}>{name}</code>
          </th>
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: '64px',
                height: '40px',
                borderRadius: value,
                background: lightColors.brandSoft,
                border: `2px solid ${lightColors.brand}`,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Shadows of both themes, each on its theme's page colour. */
export function Elevation({
  light = lightShadows,
  dark = darkShadows,
}: {
  light?: Record<string, string>;
  dark?: Record<string, string>;
}) {
  return (
    <Table head={['Token', 'Light', 'Dark']}>
      {Object.keys(light).map((name) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code style={code}>{name}</code>
          </th>
          {[
            [light[name] ?? '', lightColors],
            [dark[name] ?? '', darkColors],
          ].map(([shadow, colors]) => (
            <td
              key={(colors as ColorTokens).surface}
              style={{ ...cell, background: (colors as ColorTokens).surface }}
            >
              <span
                style={{
                  display: 'inline-block',
                  padding: '16px',
                  borderRadius: radii.medium,
                  background: (colors as ColorTokens).surfaceRaised,
                  boxShadow: shadow as string,
                  color: (colors as ColorTokens).text,
                }}
              >
                <code style={code}>{shadow as string}</code>
              </span>
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** Durations of transitions and animations; under prefers-reduced-motion the global styles cut them to nothing. */
export function Motion({ scale = durations }: { scale?: Record<string, string> }) {
  return (
    <Table head={['Token', 'Value', 'Used for']}>
      {Object.entries(scale).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code style={code}>{name}</code>
          </th>
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
          <td style={cell}>{motionUse[name] ?? ''}</td>
        </tr>
      ))}
    </Table>
  );
}

const motionUse: Record<string, string> = {
  fast: 'colour changes on hover, press and selection; overlays closing',
  medium: 'dialogs and overlays opening; the switch’s thumb',
  slow: 'the goal carousel sliding',
};
