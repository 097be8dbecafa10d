export { WalletCard, walletNetworkName, type LinkedWallet, type WalletCardProps } from './WalletCard';
