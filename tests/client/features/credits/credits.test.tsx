import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type CreditMember, CREDIT_MEMBERS } from '../../../../src/client/features/credits/team-members';
import { CreditCard } from '../../../../src/client/features/credits/credit-card';
import { stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';

const member: CreditMember = {
  nama: 'Dewi Pengembang',
  peran: 'Frontend Engineer',
  foto: '/credits/dewi.jpg',
  kutipan: 'Kode yang baik mudah dibaca.',
  linkedin: 'https://www.linkedin.com/in/dewi',
  github: '',
  instagram: '',
  situs: 'https://dewi.example',
};

describe('/credits', () => {
  it('opens with the intro, a way home and a scroll hint to the first card', async () => {
    stubApi({});
    renderApp('/credits');

    expect(await screen.findByRole('heading', { level: 1, name: 'Development Credits' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /Gulir ke bawah/ }).getAttribute('href')).toBe('#anggota-1');
    expect(document.getElementById('anggota-1')).not.toBeNull();
  });

  it('shows one card per member of the data file, alternating the photo side', async () => {
    stubApi({});
    renderApp('/credits');

    const cards = await screen.findAllByRole('region');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      CREDIT_MEMBERS.map((entry) => entry.nama),
    );
    const layouts = cards.map((card) => card.firstElementChild?.classList.contains('md:flex-row-reverse'));
    expect(layouts).toEqual(CREDIT_MEMBERS.map((_entry, index) => index % 2 === 1));
    expect(screen.getByText('Nama Anggota Tim 1')).toBeTruthy();
  });
});

describe('credit card', () => {
  it('shows the name, role, quote, the filled-in links and "Kunjungi"', () => {
    render(<CreditCard member={member} reversed={false} />);

    expect(screen.getByRole('heading', { name: 'Dewi Pengembang' })).toBeTruthy();
    expect(screen.getByText('Frontend Engineer')).toBeTruthy();
    expect(screen.getByText(/Kode yang baik mudah dibaca\./)).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['LinkedIn', 'https://www.linkedin.com/in/dewi'],
      ['Kunjungi', 'https://dewi.example'],
    ]);
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the placeholder when the photo fails to load', () => {
    render(<CreditCard member={member} reversed={false} />);
    const photo = screen.getByRole('img') as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe('/credits/dewi.jpg');

    fireEvent.error(photo);

    expect(photo.getAttribute('src')).toBe('/credits/placeholder.svg');
    expect(photo.alt).toBe('Foto Dewi Pengembang belum tersedia');
  });

  it('shows the placeholder when no photo is given', () => {
    render(<CreditCard member={{ ...member, foto: '' }} reversed />);

    expect(screen.getByRole('img').getAttribute('src')).toBe('/credits/placeholder.svg');
  });

  it('shows no link list when every link is empty', () => {
    render(<CreditCard member={{ ...member, linkedin: '', situs: '' }} reversed={false} />);

    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
