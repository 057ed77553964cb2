import { createContext, useContext } from 'react';

/** True inside a list's card (a phone's list, `DataTable`): a row's actions there show their words. */
export const InCardContext = createContext(false);

export const useInCard = () => useContext(InCardContext);
