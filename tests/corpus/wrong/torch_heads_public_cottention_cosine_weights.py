# track: torch
# exercise: heads
# why: attention ports Cottention (Mongaras et al. 2024, "linear transformers with cosine attention"), which replaces the softmax by the cosine similarity of the L2-normalised queries and keys, weights = F.normalize(q) @ F.normalize(k)^T with hidden keys set to 0; the weights are cosines, not a softmax of q k^T / sqrt(d_k), so no row sums to 1 and every output differs
# kind: public
# diagnosis: cosine-scores, weights-not-exp
import torch
import torch.nn.functional as F


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    qn = F.normalize(q, dim=-1)
    kn = F.normalize(k, dim=-1)
    weights = qn @ kn.transpose(-2, -1)  # cosine attention: no softmax
    if allowed is not None:
        visible = torch.broadcast_to(torch.as_tensor(allowed, device=q.device).bool(), weights.shape)
        if not visible.any(dim=-1).all():
            raise ValueError("a query row has no visible key; every query needs at least one")
        weights = weights.masked_fill(~visible, 0.0)
    return weighted_mixture(weights, v), weights
