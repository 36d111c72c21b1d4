/** The console's mark: a house with a wrench, in the brand blue. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="服务商工作台">
      <rect width="32" height="32" rx="7" fill="#1677ff" />
      <path d="M7 16.5 16 9l9 7.5V24a1 1 0 0 1-1 1h-5v-5h-6v5H8a1 1 0 0 1-1-1z" fill="#fff" />
    </svg>
  );
}
