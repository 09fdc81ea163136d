export * from './locationEnums';
export * from './companyEnums';
export * from './publicationEnums';
export * from './financeEnums';
