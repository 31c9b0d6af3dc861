# track: torch
# exercise: scaling
# why: ports the content term of TUPE (Ke et al. 2021, "Rethinking Positional Encoding in Language Pre-training"), which divides q k^T by sqrt(2 d_k) because TUPE adds an untied positional term of the same size; the port keeps that scale without the positional term, so every score is 1/sqrt(2) times the expected one
# kind: public
# diagnosis: ratio
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(2 * q.shape[-1])
