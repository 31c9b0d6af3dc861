# track: torch
# exercise: mixture
# why: weighted_mixture adapts PyTorch Geometric's message passing (one edge per query-key pair, message w_e * x_src, summed into each target with index_add_ along dim 0), which is written for one 2-D graph: with a batch or head axis the flattened messages outnumber the edge index and index_add_ raises
# kind: public
# diagnosis: fixed-ndim, fails-unless-ndim, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    T, S = weights.shape[-2], weights.shape[-1]
    d_v = values.shape[-1]
    dst, src = torch.meshgrid(
        torch.arange(T, device=weights.device), torch.arange(S, device=weights.device), indexing="ij"
    )
    dst, src = dst.reshape(-1), src.reshape(-1)  # one edge per (query, key)
    msg = weights[..., dst, src].unsqueeze(-1) * values[..., src, :]  # (E, d_v) messages
    out = values.new_zeros(T, d_v)
    return out.index_add(0, dst, msg.reshape(-1, d_v))
