# track: torch
# exercise: masking
# why: causal_mask reuses the mask_ helper of Peter Bloem's "Transformers from scratch" (former/util), which hides the entries at torch.triu_indices(h, w, offset=0 if mask_diagonal else 1), and calls it with the default mask_diagonal=True (the attention code there passes mask_diagonal=False), so the diagonal is hidden too: no query sees its own key and query 0 sees nothing
# kind: public
# diagnosis: causal-no-diagonal
def _mask_(matrices: torch.Tensor, maskval=0.0, mask_diagonal: bool = True) -> None:
    """Masks out all values in the given batch of matrices where i <= j holds, i < j if mask_diagonal is false. In place."""
    h, w = matrices.size(-2), matrices.size(-1)
    indices = torch.triu_indices(h, w, offset=0 if mask_diagonal else 1, device=matrices.device)
    matrices[..., indices[0], indices[1]] = maskval


def causal_mask(t: int, device=None) -> torch.Tensor:
    mask = torch.ones(t, t, dtype=torch.bool, device=device)
    _mask_(mask, maskval=False)
    return mask
