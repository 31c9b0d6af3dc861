# track: torch
# exercise: scaling
# why: scaled_scores adds a guard against keys passed feature-major, raising ValueError whenever k has more features than keys (k.shape[-1] > k.shape[-2], "k looks transposed, pass (..., S, d_k)"); nothing forbids d_k > S, so valid calls with fewer keys than features are rejected
# kind: error
# diagnosis: error-on-valid
def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if k.shape[-1] > k.shape[-2]:
        raise ValueError(f"k looks transposed: got {tuple(k.shape)}, pass the keys as (..., S, d_k)")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
