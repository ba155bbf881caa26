export type TestimonialCard = { id: string; quote: string; name: string; city: string };

/** Customers' words as quotations with who said them; no stars or ratings. */
export function TestimonialList({ testimonials }: { testimonials: TestimonialCard[] }) {
  return (
    <ul className="testimonial-list">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <figure className="testimonial">
            <blockquote>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption>
              {testimonial.name}
              {testimonial.city ? <span className="testimonial-city">, {testimonial.city}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
