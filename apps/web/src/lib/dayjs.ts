import dayjs from 'dayjs';
import 'dayjs/locale/es';
import updateLocale from 'dayjs/plugin/updateLocale';

dayjs.extend(updateLocale);
// Date pickers show weekday initials as the spec writes them: Do Lu Ma Mi Ju Vi Sa.
dayjs.updateLocale('es', { weekdaysMin: ['Do', 'Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sa'] });
dayjs.locale('es');

export { dayjs };
