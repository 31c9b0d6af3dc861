# track: torch
# exercise: mixture
# why: weighted_mixture ports Flash-Decoding's split-KV scheme (vLLM's paged attention v2): it mixes the keys in 2 splits and merges the partial outputs with the reduce step's lse weights, exp(lse_i - max) / sum, taking every split's lse as 0 "because the weights are already final"; equal lse weights average the partial sums where they must be added, so with S >= 2 every output is half the right mixture
# kind: public
# diagnosis: ratio
# miss: partial outputs averaged with equal weights instead of their log-sum-exps: where S is even and both halves are alike the output is half the right one, a ratio no size names (ratio:constant); no relation replays a split of the keys
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}"
        )
    num_splits = 2
    w_parts = weights.chunk(num_splits, dim=-1)
    v_parts = values.chunk(num_splits, dim=-2)
    partial_out = torch.stack([w @ v for w, v in zip(w_parts, v_parts)])  # (splits, ..., T, d_v)
    lse = torch.zeros(len(w_parts), dtype=weights.dtype, device=weights.device)
    scale = torch.exp(lse - lse.max())
    scale = scale / scale.sum()
    return (scale.view(-1, *([1] * (partial_out.dim() - 1))) * partial_out).sum(0)
