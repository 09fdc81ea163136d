import { Box, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PublicPage } from '@plotwise/contracts';

/** The company's colours on its public pages: its own style when it has one, else the product's. */
export const companyColors = (company: PublicPage['company']) =>
  company.style.hasCustomStyle
    ? company.style
    : { textColor: '#1f2933', primaryColor: '#0b6e4f', secondaryColor: '#f2a541' };

/** The band on top of every public page: the company's name and the page's title in the company's colour. */
export function PublicHeader({ company, title, children }: { company: PublicPage['company']; title: string; children?: ReactNode }) {
  return (
    <Box className="pub-header" px="lg" py="md" style={{ background: companyColors(company).primaryColor, color: '#fff' }}>
      <Text size="sm" fw={600} data-testid="pub-company">
        {company.name}
      </Text>
      <Title order={1} size="h2" data-testid="pub-title">
        {title}
      </Title>
      {children}
    </Box>
  );
}
