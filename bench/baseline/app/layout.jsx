export const metadata = {
  title: 'Baseline',
  description: 'A bare Next.js page, the floor for the site’s Lighthouse figures.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
