# track: torch
# exercise: masking
# why: copies fairseq's future mask, torch.triu(fill_with_neg_inf(zeros(t, t)), 1): an additive float mask (0 where visible, -inf above the diagonal), not a bool mask where True means visible
# kind: public-code
# diagnosis: mask-not-bool, mask-inverted


def causal_mask(t, device=None):
    neg_inf = torch.full((t, t), float("-inf"), device=device)
    return torch.triu(neg_inf, 1)
