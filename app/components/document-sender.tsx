/** Who a customer's document (a quote, an invoice) is from: the company, its address, phone and ROC licence line. */
export function DocumentSender({
  company,
  phoneHref,
}: {
  company: { name: string; address: string; phone: string; roc: string };
  /** The company's phone as a tel: link, made on the server. */
  phoneHref: string | null;
}) {
  return (
    <div>
      <h2>From</h2>
      <p>
        <strong>{company.name}</strong>
        <br />
        {company.address}
        <br />
        {phoneHref ? <a href={phoneHref}>{company.phone}</a> : company.phone}
        {company.roc ? (
          <>
            <br />
            {company.roc}
          </>
        ) : null}
      </p>
    </div>
  );
}
