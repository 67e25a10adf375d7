import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();
const card = (lang: 'en' | 'es') => ({
  plan_id: 1001,
  plan_name: 'BrightSmile Dental PPO',
  category: 'dental',
  carrier_name: 'BrightSmile Dental Co.',
  carrier_phone: '1-800-555-0134',
  member_name: 'Maria Lopez',
  member_id: '5001',
  group_number: 'NWT077',
  group_name: 'Northwind Traders',
  coverage_start: '2026-01-01',
  dependents: [{ name: 'Daniel Lopez', relationship: 'spouse' }],
  pdf: { url: `/id-cards/5001/1001.pdf?lang=${lang}`, file_name: 'id-card-brightsmile-dental-ppo.pdf' },
  png: { url: `/id-cards/5001/1001.png?lang=${lang}`, file_name: 'id-card-brightsmile-dental-ppo.png' },
});

beforeEach(() => {
  resetSession({ eprocess: 'applicant', USER_ID: 5001 });
  api.on('get-member-coverage', ok({ plans: [] }));
});
afterEach(() => setLanguage('en'));

const renderHome = () => renderScreen(<RemoteRoutes screen="member-home" />, { path: 'member-home' });

describe('Your ID cards on the member home', () => {
  it('lists each card with its facts and the PDF and image downloads of the member session', async () => {
    api.on('list-id-cards', ok({ cards: [card('en')] }));
    renderHome();
    const region = await screen.findByRole('region', { name: 'Your ID cards' });
    expect(await within(region).findByRole('heading', { name: 'BrightSmile Dental PPO' })).toBeVisible();
    expect(within(region).getByText('5001')).toBeVisible();
    expect(within(region).getByText('NWT077')).toBeVisible();
    expect(within(region).getByText('January 1, 2026')).toBeVisible();
    expect(within(region).getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute(
      'href',
      'tel:18005550134',
    );
    expect(within(region).getByText('Covers you and Daniel Lopez.')).toBeVisible();
    const pdf = within(region).getByRole('link', { name: 'Download card (PDF)' });
    expect(pdf).toHaveAttribute('href', '/id-cards/5001/1001.pdf?lang=en');
    expect(pdf).toHaveAttribute('download', 'id-card-brightsmile-dental-ppo.pdf');
    expect(pdf).toHaveAccessibleDescription('BrightSmile Dental PPO');
    expect(within(region).getByRole('link', { name: 'Save to phone (image)' })).toHaveAttribute(
      'href',
      '/id-cards/5001/1001.png?lang=en',
    );
    expect(api.callsTo('list-id-cards')[0].query).toEqual({ user_id: '5001' });
  });

  it('speaks Spanish and says so when no plan has a card', async () => {
    setLanguage('es');
    api.on('list-id-cards', ok({ cards: [] }));
    renderHome();
    const region = await screen.findByRole('region', { name: 'Sus tarjetas de identificación' });
    expect(
      await within(region).findByText('Ninguno de sus planes vigentes tiene tarjeta de identificación.'),
    ).toBeVisible();
  });

  it('shows the Spanish downloads in Spanish', async () => {
    setLanguage('es');
    api.on('list-id-cards', ok({ cards: [card('es')] }));
    renderHome();
    const region = await screen.findByRole('region', { name: 'Sus tarjetas de identificación' });
    expect(await within(region).findByRole('link', { name: 'Descargar tarjeta (PDF)' })).toHaveAttribute(
      'href',
      '/id-cards/5001/1001.pdf?lang=es',
    );
    expect(within(region).getByRole('link', { name: 'Guardar en el teléfono (imagen)' })).toBeVisible();
  });

  it('says the cards could not be loaded when the call fails', async () => {
    renderHome();
    expect(
      await screen.findByText('Your ID cards could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });
});
