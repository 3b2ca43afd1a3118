import BackArrow from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ChevronsUpDown from 'lucide-react/icons/chevrons-up-down';
import CircleHelp from 'lucide-react/icons/circle-help';
import FileText from 'lucide-react/icons/file-text';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import Star from 'lucide-react/icons/star';
import Trash from 'lucide-react/icons/trash-2';

/** The menu's icons in the current text colour; decorative only. */
const menu = { className: 'size-4 shrink-0', strokeWidth: 1.8, 'aria-hidden': true } as const;

export const SettingsIcon = () => <Settings {...menu} />;
export const PlansIcon = () => <Star {...menu} />;
export const HelpIcon = () => <CircleHelp {...menu} />;
export const LogoutIcon = () => <LogOut {...menu} />;
export const ChevronUpDownIcon = () => <ChevronsUpDown {...menu} />;
export const ChevronRightIcon = () => <ChevronRight {...menu} className="size-3.5 shrink-0" />;
export const BackIcon = () => <BackArrow {...menu} />;
export const DocIcon = () => <FileText {...menu} />;
export const TrashIcon = () => <Trash {...menu} />;
