import { NETWORKS, networkLabel, type Network } from '@savewin/core';

import { ChoiceChips, type ChoiceChipsProps } from '../ChoiceChips/ChoiceChips';

export interface NetworkPickerProps extends Omit<ChoiceChipsProps<Network>, 'options' | 'label'> {
  /** Defaults to 'Network'. */
  label?: ChoiceChipsProps<Network>['label'];
  /** The networks offered, in order; all of MTN, Telecel and AT by default. */
  networks?: readonly Network[];
}

/**
 * The mobile-money network of a number: MTN, Telecel or AT. A prefix only suggests a network
 * (numbers are portable), so the customer always picks or confirms it here.
 */
export function NetworkPicker({ label = 'Network', networks = NETWORKS, ...props }: NetworkPickerProps) {
  return (
    <ChoiceChips<Network>
      {...props}
      label={label}
      options={networks.map((network) => ({ id: network, label: networkLabel(network) }))}
    />
  );
}
