import { Button } from "@/components/ui/button";

/** The dialog's Pay {price} button; reads Processing... while a payment is under way. */
export function PayButton({
  price,
  processing,
  disabled,
  onClick,
}: {
  price: string;
  processing: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button type="button" className="w-full" disabled={processing || disabled} onClick={onClick}>
      {processing ? "Processing..." : `Pay ${price}`}
    </Button>
  );
}
