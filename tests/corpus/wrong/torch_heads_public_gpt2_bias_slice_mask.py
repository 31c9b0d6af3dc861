# track: torch
# exercise: heads
# why: attention crops the caller's mask the way Hugging Face's GPT-2 _attn slices its causal bias, allowed[..., key_length - query_length : key_length, :key_length], meant for a bias of S rows; on the kit's (T, S) mask with T != S the row slice [S - T : S] keeps max(0, 2T - S) of the T rows when S > T, and none when S < T (the negative start counts from the end), so masked cross-attention raises ValueError or, with one row left, applies that row to every query; only T == S is right
# kind: public
# diagnosis: needs-square, error-on-valid, fails-with-mask
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=scores.device)
        query_length, key_length = q.shape[-2], k.shape[-2]
        allowed = allowed[..., key_length - query_length : key_length, :key_length]
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
