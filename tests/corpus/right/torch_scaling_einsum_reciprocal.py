# track: torch
# exercise: scaling
# why: einsum, multiplied by the reciprocal d_k ** -0.5, with a ValueError subclass for the width check


class WidthMismatch(ValueError):
    pass


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise WidthMismatch(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.einsum("...td,...sd->...ts", q, k) * q.shape[-1] ** -0.5
