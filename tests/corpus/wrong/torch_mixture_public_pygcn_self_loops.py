# track: torch
# exercise: mixture
# why: weighted_mixture ports pygcn's propagation step, adj = normalize(adj + eye) then torch.spmm(adj, features), as weights + I, rows divided by their sums, then @ values: every query gets a self-loop on the key of its own index and the weights are renormalised instead of used as given
# kind: public
# diagnosis: identity-mixed, mixture-renormalised
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    t, s = weights.shape[-2:]
    adj = weights + torch.eye(t, s, dtype=weights.dtype, device=weights.device)
    adj = adj / adj.sum(dim=-1, keepdim=True)
    return adj @ values
