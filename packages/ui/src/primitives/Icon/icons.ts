// The icon set of SAVE & WIN: the lucide glyphs (plain drawing data, drawn by Icon) that the design
// system and the portal use, re-exported by name (never as one object), so an app's bundler keeps
// only the glyphs it renders.
// Add a glyph here before using it, so the set stays one reviewed list.
export {
  ArrowDownLeft,
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  ArrowUpRight,
  ChevronLeft,
  ChevronRight,
  Gift,
  Landmark,
  LayoutDashboard,
  Percent,
  PiggyBank,
  Plus,
  // 'QrCode' is the design system's code component; the glyph goes by this name.
  QrCode as QrCodeGlyph,
  ReceiptText,
  RotateCcw,
  ScanQrCode,
  Send,
  Settings,
  Smartphone,
  Target,
  Trophy,
  Tv,
  Wallet,
  Wifi,
  Zap,
} from 'lucide';
