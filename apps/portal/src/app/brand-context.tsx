import { createContext, useContext, type ReactNode } from 'react';
import { defaultBrand, type Brand } from '@portal/brands';

const BrandContext = createContext<Brand>(defaultBrand);

export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): Brand {
  return useContext(BrandContext);
}
